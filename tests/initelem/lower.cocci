// must not: a lower-case word alone between elements is no macro use (the table stays unparsed and inc_lcv in it is left), and an upper-case word followed by an operator on the next line continues its expression (ONE | TWO stays one element); the function after both is still matched
@@
@@
(
- inc_lcv
+ lcv_inc
|
- ONE
+ UNO
|
- helper(x)
+ helper(x, 0)
)
