// The kernel's unsigned_lesser_than_zero in small: a range check found by
// the first branch hides the comparison with zero inside it from the
// later branches; a comparison alone is found.
@r@
expression c, v;
@@
(
	(\( v < 0 \| v <= 0 \)) || ... || (\( v >= c \| v > c \))
|
-	v < 0
+	BAD(v)
|
-	v >= 0
+	BAD(v)
)
