// The prefilter's word scan (more than eight words: one pass over the
// file's identifiers, 64 bytes at a time) finds a word that crosses a
// block boundary: here free_ten, the only needed word in the file, runs
// from byte 60 to byte 68.
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
