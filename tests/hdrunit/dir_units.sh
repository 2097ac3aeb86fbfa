# tests/hdrunit/dir_units.sh - over a folder, a header read for types is
# a file of the unit of the first file that reads it and can match: a
# file the prefilter skips brings none (spatch 1.1.1).  Here a.c, which
# holds no NULL, cannot match `p->f = NULL' (NULL vanishes from a
# comparison only), so zd.h goes with b.c, whose later rule inherits the
# structure the earlier rule finds in zd.h (whatever the order of the
# folder's files).
. "$srcdir/tests/lib.sh"
mkdir "$TMP/d"
printf 'struct zd {\n\tint x;\n\tstruct urb *urb;\n};\n' >"$TMP/d/zd.h"
printf '#include "zd.h"\n\nint a(struct zd *z)\n{\n\treturn z->x;\n}\n' >"$TMP/d/a.c"
printf '#include "zd.h"\n\nvoid b(struct zd *z)\n{\n\tz->urb = NULL;\n}\n' >"$TMP/d/b.c"
cat >"$TMP/t.cocci" <<'COCCI'
@r@
identifier s, f;
type T;
@@
 struct s {
   ...
   T *f;
   ...
 };

@@
identifier r.s, r.f;
struct s *p;
@@
- p->f = NULL;
COCCI
(cd "$TMP/d" && "$SPATCH" --very-quiet --sp-file "$TMP/t.cocci" --dir .) >"$TMP/out" 2>"$TMP/err"
expect_status "spatch --dir" 0 $?
expect_grep "b.c changed" "^+++ b/b.c" "$TMP/out"
exit $fail
