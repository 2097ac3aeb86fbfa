// Added code wider than 78 columns is broken after a comma, the rest
// aligned under the opening parenthesis.
@@
expression A, B;
@@
- pair(A, B)
+ a_rather_long_function_name_for_pairs(A, B, A + B, A - B, A * B)
