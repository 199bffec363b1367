// The rule language of newell (see docs/language.md for the reference with examples).
// The parse tree built from this grammar is turned into newell's own AST in interpreter/ast_builder;
// nothing past that step sees an ANTLR type.
grammar Newell;

file : statement* EOF ;

// A lone expression: `newell eval` and the REPL.
expressionOnly : expr EOF ;

statement
  : GAME name=IDENTIFIER DOT                                                      # gameHeader
  | INCLUDE path=STRING DOT                                                       # includeFile
  | GOAL name=IDENTIFIER LPAREN parameters? RPAREN ACHIEVED WHEN expr DOT         # goalDeclaration
  | DEFINE name=IDENTIFIER (LPAREN parameters? RPAREN)? DEFINES expr DOT          # definition
  | TRANSFORM FOR from=goalPattern TRY to=goalCall
      (WHERE condition=expr)? (WEIGHT weight=expr)? DOT                           # transform
  | CLASSIFY whose=IDENTIFIER MOVE variable=IDENTIFIER COLON netLines             # classifyNet
  | NET name=IDENTIFIER LPAREN parameters? RPAREN COLON netLines                  # namedNet
  | kind=(LIKELIHOOD | UTILITY) variable=IDENTIFIER DEFINES expr DOT              # moveValue
  | ASPIRE name=IDENTIFIER expr DOT                                               # aspiration
  // A meta-rule: a variant of every transformation rule joining these goal types, for learning to
  // test (another subgoal type, a replaced condition, or one more condition).
  | VARY name=IDENTIFIER COLON FOR from=goalPattern TRY to=goalPattern COLON
      (TRY retarget=goalCall)? (WHERE replaced=expr | AND added=expr)? DOT       # variation
  // A meta-rule on a decision net: the net with one more condition on each `when` line, in the scope
  // of that line's outcome (its parameters and the witnesses of its `exists`).
  | VARY name=IDENTIFIER COLON NET net=IDENTIFIER COLON AND added=expr DOT        # netVariation
  ;

parameters : parameter (COMMA parameter)* ;
// `move` is a keyword (classify opponent move M) and a type name.
parameter  : name=IDENTIFIER COLON type=(IDENTIFIER | MOVE) ;

goalPattern : name=IDENTIFIER LPAREN (IDENTIFIER (COMMA IDENTIFIER)*)? RPAREN ;
goalCall    : name=IDENTIFIER LPAREN arguments? RPAREN ;

// The lines of a decision net, tried in order; the first whose condition holds fires.
netLines : (netLine SEMICOLON)* netLine SEMICOLON? DOT ;
netLine
  : WHEN condition=expr THEN outcome     # whenLine
  | OTHERWISE outcome                    # otherwiseLine
  ;
outcome
  : ADOPT goalCall                       # adoptOutcome
  | expr                                 # valueOutcome
  ;

arguments : expr (COMMA expr)* ;

// Alternatives from the tightest binding to the loosest; a quantifier's body reaches as far
// right as it can, as in logic.
expr
  : NUMBER                                                            # numberLiteral
  | (TRUE | FALSE)                                                    # truthLiteral
  | name=IDENTIFIER LPAREN arguments? RPAREN                          # call
  | name=IDENTIFIER                                                   # name
  | LPAREN expr RPAREN                                                # parenthesized
  | MINUS expr                                                        # negation
  | left=expr op=(STAR | SLASH) right=expr                            # multiplicative
  | left=expr op=(PLUS | MINUS) right=expr                            # additive
  | left=expr op=(EQUAL | NOT_EQUAL | LESS | LESS_EQUAL | GREATER | GREATER_EQUAL) right=expr  # comparison
  | NOT expr                                                          # not
  | left=expr AND right=expr                                          # and
  | left=expr OR right=expr                                           # or
  | <assoc=right> left=expr IMPLIES right=expr                        # implies
  | IF condition=expr THEN then=expr ELSE otherwise=expr              # conditional
  | quantifier=(EXISTS | FORALL | COUNT | SUM | MAX | MIN) variable=IDENTIFIER IN domain
      (WHERE filter=expr)? COLON body=expr                            # quantified
  ;

// A registered domain (mine, enemy(M), goals(opponent)) or a type whose values the game can list.
domain : name=(IDENTIFIER | MOVE) (LPAREN arguments? RPAREN)? ;

GAME : 'game' ;
INCLUDE : 'include' ;
GOAL : 'goal' ;
ACHIEVED : 'achieved' ;
WHEN : 'when' ;
DEFINE : 'define' ;
TRANSFORM : 'transform' ;
FOR : 'for' ;
TRY : 'try' ;
WHERE : 'where' ;
WEIGHT : 'weight' ;
CLASSIFY : 'classify' ;
MOVE : 'move' ;
NET : 'net' ;
THEN : 'then' ;
OTHERWISE : 'otherwise' ;
ADOPT : 'adopt' ;
LIKELIHOOD : 'likelihood' ;
UTILITY : 'utility' ;
ASPIRE : 'aspire' ;
VARY : 'vary' ;
TRUE : 'true' ;
FALSE : 'false' ;
NOT : 'not' ;
AND : 'and' ;
OR : 'or' ;
IMPLIES : 'implies' ;
IF : 'if' ;
ELSE : 'else' ;
EXISTS : 'exists' ;
FORALL : 'forall' ;
COUNT : 'count' ;
SUM : 'sum' ;
MAX : 'max' ;
MIN : 'min' ;
IN : 'in' ;

DEFINES : ':=' ;
COLON : ':' ;
SEMICOLON : ';' ;
COMMA : ',' ;
DOT : '.' ;
LPAREN : '(' ;
RPAREN : ')' ;
STAR : '*' ;
SLASH : '/' ;
PLUS : '+' ;
MINUS : '-' ;
EQUAL : '=' ;
NOT_EQUAL : '!=' ;
LESS_EQUAL : '<=' ;
LESS : '<' ;
GREATER_EQUAL : '>=' ;
GREATER : '>' ;

NUMBER : [0-9]+ ('.' [0-9]+)? ;
IDENTIFIER : [a-zA-Z_] [a-zA-Z_0-9]* ;
STRING : '"' ~["\r\n]* '"' ;

LINE_COMMENT : '//' ~[\r\n]* -> skip ;
BLOCK_COMMENT : '/*' .*? '*/' -> skip ;
WHITESPACE : [ \t\r\n]+ -> skip ;
// Anything else becomes one token the parser rejects, so the error names it.
UNKNOWN_CHARACTER : . ;
