// The word scan finds a word that starts exactly at byte 64 (a block
// boundary); words in comments or at the end of the file without a
// newline do not make matches of their own.
@@
expression E;
@@
(
- free_one(E);
|
- free_two(E);
|
- free_three(E);
|
- free_four(E);
|
- free_five(E);
|
- free_six(E);
|
- free_seven(E);
|
- free_eight(E);
|
- free_nine(E);
|
- free_ten(E);
)
