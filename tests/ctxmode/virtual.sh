#!/bin/sh
# A rule of context code only (no `-', `+' or `*') matches along some
# path (exists) when the semantic patch is in context mode, and along
# all paths (forall) otherwise.  The mode is that of the rules that can
# run: with the virtual name of a `depends on patch' rule unset, its `-'
# lines do not count (kernel api/kfree_mismatch with -D report).  A patch
# whose running rules both star lines and change code is refused, as
# spatch 1.1.1 refuses it (status 255).  Expected diffs from spatch 1.1.1.
. "$srcdir/tests/lib.sh"

# buf's kvmalloc in the loop reaches kvfree on every path that ends, but
# not on the one that loops for ever: exists holds, forall does not.
cat > "$TMP/loop.c" <<'C'
int f(int a)
{
	buf = kmalloc(1);
	while (a) {
		if (b)
			buf = kvmalloc(2);
	}
	kvfree(buf);
	return 0;
}
C
# every path of this one reaches kvfree: both hold
cat > "$TMP/straight.c" <<'C'
int g(int a)
{
	buf = kvmalloc(1);
	if (a)
		foo();
	kvfree(buf);
	return 0;
}
C
# free's positions in a starring rule, and a patch rule that needs -D patch
cat > "$TMP/star.cocci" <<'SP'
virtual patch
@free@
expression E;
position fok;
@@
  E = kvmalloc(...);
  ...
  kvfree(E)@fok;

@@
position free.fok;
@@
* kvfree(...)@fok;

@depends on patch@
@@
- nothere();
SP
# the same free rule with a rule that removes: not context mode
cat > "$TMP/minus.cocci" <<'SP'
@free@
expression E;
position fok;
@@
  E = kvmalloc(...);
  ...
  kvfree(E)@fok;

@@
position free.fok;
@@
- kvfree(...)@fok;
SP
# starring and removing rules that both run
cat > "$TMP/mixed.cocci" <<'SP'
@free@
expression E;
@@
  E = kvmalloc(...);
  ...
  kvfree(E);

@depends on free@
@@
- return 0;
+ return 1;
@depends on free@
@@
* kvfree(...);
SP

body() { "$SPATCH" --very-quiet "$@" | sed -n '/^@@/,$p'; }

printf '@@ -5,6 +5,5 @@ int f(int a)\n \t\tif (b)\n \t\t\tbuf = kvmalloc(2);\n \t}\n-\tkvfree(buf);\n \treturn 0;\n }\n' > "$TMP/want_loop"
body --sp-file "$TMP/star.cocci" "$TMP/loop.c" > "$TMP/got"
expect_same "context mode without the patch rule: exists" "$TMP/want_loop" "$TMP/got"

body --sp-file "$TMP/minus.cocci" "$TMP/loop.c" > "$TMP/got"
expect_same "a rule that removes: forall, no path-wide match" /dev/null "$TMP/got"

printf '@@ -3,6 +3,5 @@ int g(int a)\n \tbuf = kvmalloc(1);\n \tif (a)\n \t\tfoo();\n-\tkvfree(buf);\n \treturn 0;\n }\n' > "$TMP/want_straight"
body --sp-file "$TMP/minus.cocci" "$TMP/straight.c" > "$TMP/got"
expect_same "forall holds where every path reaches it" "$TMP/want_straight" "$TMP/got"
body --sp-file "$TMP/star.cocci" "$TMP/straight.c" > "$TMP/got"
expect_same "exists holds there too" "$TMP/want_straight" "$TMP/got"

"$SPATCH" --very-quiet -D patch --sp-file "$TMP/star.cocci" "$TMP/loop.c" >"$TMP/out" 2>"$TMP/err"
expect_status "-D patch: star and minus rules both run" 255 $?
expect_grep "the mix is named at the later rule's line" "star.cocci:17:1: error: a semantic patch may not mix" "$TMP/err"
expect_same "nothing is printed" /dev/null "$TMP/out"

"$SPATCH" --very-quiet --sp-file "$TMP/mixed.cocci" "$TMP/straight.c" >"$TMP/out" 2>"$TMP/err"
expect_status "removing and starring rules" 255 $?
expect_grep "named at the starred line" "mixed.cocci:14:1: error: a semantic patch may not mix" "$TMP/err"
finish
