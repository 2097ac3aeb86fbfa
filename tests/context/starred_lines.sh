#!/bin/sh
# Context mode (`*` lines) shows the starred lines as removed and nothing
# else: a starred line at the very start of the file leaves no empty line
# behind (unlike a removal with `-`, where spatch keeps one), in a
# function, a declaration or a #define.  Expected diffs from spatch 1.1.1 (hunk headers as GNU diff writes them).
. "$srcdir/tests/lib.sh"
cat > "$TMP/star.cocci" <<'SP'
@@
@@
* f();
SP
cat > "$TMP/minus.cocci" <<'SP'
@@
@@
- int y;
SP
# body: the diff without its ---/+++ header
body() { "$SPATCH" --very-quiet --sp-file "$1" "$2" | sed -n '/^@@/,$p'; }

printf 'void g(void) { if (x) { f(); }; }\nint y;\n' > "$TMP/first.c"
body "$TMP/star.cocci" "$TMP/first.c" > "$TMP/got1"
printf '@@ -1,2 +1 @@\n-void g(void) { if (x) { f(); }; }\n int y;\n' > "$TMP/want1"
expect_same "starred first line goes without a trace" "$TMP/want1" "$TMP/got1"

printf '#define M(x) do { if (x) { f(); }; } while (0)\n#define N(x) do { f(); } while (0)\nint y;\n' > "$TMP/defs.c"
body "$TMP/star.cocci" "$TMP/defs.c" > "$TMP/got2"
printf '@@ -1,3 +1 @@\n-#define M(x) do { if (x) { f(); }; } while (0)\n-#define N(x) do { f(); } while (0)\n int y;\n' > "$TMP/want2"
expect_same "starred #define lines at the start" "$TMP/want2" "$TMP/got2"

printf 'int a;\nvoid g(void) { f(); }\nint y;\n' > "$TMP/mid.c"
body "$TMP/star.cocci" "$TMP/mid.c" > "$TMP/got3"
printf '@@ -1,3 +1,2 @@\n int a;\n-void g(void) { f(); }\n int y;\n' > "$TMP/want3"
expect_same "starred line in the middle" "$TMP/want3" "$TMP/got3"

# a removal with `-` of the first line keeps one empty line (spatch)
printf 'int y;\nint z;\n' > "$TMP/rm.c"
body "$TMP/minus.cocci" "$TMP/rm.c" > "$TMP/got4"
printf '@@ -1,2 +1,2 @@\n-int y;\n+\n int z;\n' > "$TMP/want4"
expect_same "removed first line leaves an empty line" "$TMP/want4" "$TMP/got4"
finish
