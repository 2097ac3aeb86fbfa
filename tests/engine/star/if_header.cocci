// a starred test reports the if's line; the statement under it stays
// where it is
@@
expression v;
@@
* v < 0
