#!/bin/sh
# A disjunction's later branch applies only where no earlier one matches,
# with any values of the metavariables it binds, but for those a later
# rule (here a script) reads: each value of those is a match of its own.
# So on `foo(!a)', `( foo(E); | foo(!E); )' gives a script E = a and E
# = !a, and so do the same as an expression disjunction and `if (E) S1
# else S2' through the negated-if isomorphism; a position the script
# reads alone, or a rule that changes the code, keeps the first branch
# only.  Expected lines from spatch 1.1.1.
. "$srcdir/tests/lib.sh"
if [ "${LADYBUG_HAVE_PYTHON:-yes}" = no ]; then
	echo "SKIP: needs Python script rules"; exit 77
fi
printf 'int f(int a)\n{\n\tfoo(!a);\n\tbar(!a);\n\tif (!a)\n\t\tx();\n\telse\n\t\ty();\n\treturn 0;\n}\n' > "$TMP/a.c"

run() {   # NAME WANT: the script's lines for $TMP/NAME.cocci
	(cd "$TMP" && "$SPATCH" --very-quiet --sp-file "$1.cocci" a.c) 2>/dev/null | grep -v '^[-+ @]' > "$TMP/got"
	printf "$2" > "$TMP/want"
	expect_same "$1" "$TMP/want" "$TMP/got"
}

cat > "$TMP/stmt.cocci" <<'SP'
@r@
expression E;
@@
(
 foo(E);
|
 foo(!E);
)
@script:python@
e << r.E;
@@
print(e)
SP
run stmt 'a\n! a\n'

cat > "$TMP/expr.cocci" <<'SP'
@r@
expression E;
position p;
@@
 bar(\(E@p\|!E@p\));
@script:python@
e << r.E;
p << r.p;
@@
print(e, p[0].line)
SP
run expr 'a 4\n! a 4\n'

cat > "$TMP/negif.cocci" <<'SP'
@r@
expression E;
statement S1, S2;
position p;
@@
if@p (E) S1 else S2
@script:python@
e << r.E;
p << r.p;
@@
print(e, p[0].line)
SP
run negif 'a 5\n! a 5\n'

# only a position is read: the first branch alone
cat > "$TMP/pos.cocci" <<'SP'
@r@
expression E;
position p;
@@
(
 foo(E@p);
|
 foo(!E@p);
)
@script:python@
p << r.p;
@@
print(p[0].line, p[0].column)
SP
run pos '3 5\n'

# a rule that changes code and whose values no later rule reads: the
# first branch alone (no conflict of two changes)
cat > "$TMP/change.cocci" <<'SP'
@@
expression E;
@@
(
- foo(E);
+ one(E);
|
- foo(!E);
+ two(E);
)
SP
"$SPATCH" --very-quiet --sp-file "$TMP/change.cocci" "$TMP/a.c" | grep '^+[^+]' > "$TMP/got"
printf '+\tone(!a);\n' > "$TMP/want"
expect_same "change: the first branch" "$TMP/want" "$TMP/got"
finish
