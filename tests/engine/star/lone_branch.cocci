// a starred statement that is the whole branch of an if is reported as
// that line alone (nothing stands in its place)
@@
expression x, y;
@@
*	x = x < y ? x : y;
