# tests/jobs/data/corpus.sh - a small corpus for the --jobs and share tests
# (sourced after tests/lib.sh): $TMP/tree with files that match, files the
# prefilter skips, a file that does not parse, a header, and $TMP/p.cocci,
# a semantic patch with patch, context and report modes, as the kernel's
# scripts/coccinelle are written.
mkdir -p "$TMP/tree/a" "$TMP/tree/b/c"
for i in 1 2 3 4 5 6 7 8 9; do
	d=a
	[ $((i % 3)) = 0 ] && d=b/c
	printf 'int f%d(int *x)\n{\n\tint r = old_get(x, %d);\n\tif (r)\n\t\treturn old_get(x, 0);\n\treturn 0;\n}\n' \
		$i $i >"$TMP/tree/$d/m$i.c"
	printf 'int g%d(int *x)\n{\n\treturn other(x, %d);\n}\n' $i $i >"$TMP/tree/$d/s$i.c"
done
printf 'int broken(int *x\n{\n\treturn old_get(x, 1);\n' >"$TMP/tree/a/broken.c"
printf 'static inline int h(int *x)\n{\n\treturn old_get(x, 2);\n}\n' >"$TMP/tree/b/h.h"
cat >"$TMP/p.cocci" <<'EOF2'
virtual patch
virtual context
virtual report

@r depends on patch@
expression E, N;
@@
- old_get(E, N)
+ new_get(E, N)

@c depends on context || report@
expression E, N;
position p;
@@
* old_get@p(E, N)

@script:python depends on report@
p << c.p;
N << c.N;
@@
print("%s:%s: old_get with %s" % (p[0].file, p[0].line, N))
EOF2
