// The blank comes after any token but `(' that the removed `(' touched;
// none where a blank was there already.
@@
identifier i;
@@
- (
 i
- )
