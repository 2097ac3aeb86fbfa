// A cast printed again as it was still lays its line out as printed
// anew, as spatch: the line is broken past the width and its
// continuation lines line up after the `('; a short line stays.
@@
type T;
expression e;
@@
 (
- T *
+ T *
 )
 e
