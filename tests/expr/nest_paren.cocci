// (E) => E where E is a nest: `(<+... i++ ...+>) = ...;` matches
// `a[n++] = x;` (the gallery's da.cocci); a statement with no i++ on the
// left does not match.
@r@
expression i;
@@
- (<+...i++...+>) = ...;
