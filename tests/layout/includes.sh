#!/bin/sh
# tests/layout/includes.sh - the include graph of src/ points one way.
# The folders of src/ are stages, in the order data flows through them
# (README, Layout): a source file may include headers of its own folder
# and of the folders before it, never of a folder after it.  Inside a
# folder, modules (x.c with x.h, and x_priv.h or x_int.h, x's private
# header) must not include each other in a circle.
. "$top_srcdir/tests/lib.sh"

order="base cfront smpl match flow transform output script run"
# module FILE-WITHOUT-SUFFIX: the module it belongs to
module() {
	echo "$1" | sed 's/_\(priv\|int\)$//'
}

rank() {
	i=0
	for f in $order; do
		[ "$f" = "$1" ] && { echo $i; return; }
		i=$((i + 1))
	done
	echo 99
}

cd "$top_srcdir/src" || exit 1
bad=0
pairs=$TMP/pairs
: >"$pairs"
for file in */*.[ch]; do
	dir=${file%%/*}
	mod=$(module "${file%.*}")
	r=$(rank "$dir")
	[ "$r" = 99 ] && { echo "FAIL: $file is in a folder that is no stage"; bad=1; }
	for inc in $(sed -n 's|^#include "\([a-z]*/[a-z0-9_]*\)\.h".*|\1|p' "$file"); do
		idir=${inc%%/*}
		ir=$(rank "$idir")
		if [ "$ir" -gt "$r" ]; then
			echo "FAIL: $file includes $inc.h from a later stage"
			bad=1
		fi
		inc=$(module "$inc")
		[ "$inc" != "$mod" ] && echo "$mod $inc" >>"$pairs"
	done
done
if ! tsort "$pairs" >/dev/null 2>"$TMP/loop"; then
	echo "FAIL: modules include each other in a circle:"
	cat "$TMP/loop"
	bad=1
fi
[ $bad -eq 0 ] && echo "PASS: includes point one way"
exit $bad
