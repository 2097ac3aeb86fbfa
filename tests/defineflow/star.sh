#!/bin/sh
# Context mode shows the physical lines of starred code in a #define
# body, not the whole directive; `...' runs along the body's control
# flow.  Expected diff from spatch 1.1.1.
. "$srcdir/tests/lib.sh"
cat > "$TMP/star.cocci" <<'SP'
@@
expression E;
@@
* foo(E);
  ...
* bar(E);
SP
cat > "$TMP/def.c" <<'C'
#define X(a)					\
	do {					\
		foo(a);				\
		x();				\
		bar(a);				\
	} while (0)
C
"$SPATCH" --very-quiet --sp-file "$TMP/star.cocci" "$TMP/def.c" | sed -n '/^@@/,$p' > "$TMP/got"
printf '@@ -1,6 +1,4 @@\n #define X(a)\t\t\t\t\t\\\n \tdo {\t\t\t\t\t\\\n-\t\tfoo(a);\t\t\t\t\\\n \t\tx();\t\t\t\t\\\n-\t\tbar(a);\t\t\t\t\\\n \t} while (0)\n' > "$TMP/want"
expect_same "starred lines of a define body" "$TMP/want" "$TMP/got"
finish
