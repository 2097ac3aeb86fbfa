// Context mode shows the starred lines as removed, each whole with a
// comment that ends on it; a blank or comment line between two starred
// statements of one match stays as context (spatch 1.1.1, gallery
// lenull: the blank line after a two-line list_entry).
@@
expression e;
statement S;
@@
* e = g(...);
* if (e) S
