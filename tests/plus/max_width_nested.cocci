// spatch-options: --max-width 40
@@
expression A, B, C;
@@
- short_call(A, B, C)
+ a_much_longer_function_name(A, B, nested_call(A, B + C, C), A + B + C)
