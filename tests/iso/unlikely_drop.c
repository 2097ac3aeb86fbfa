void x(int v, int *p) {
	if (unlikely(v)) g();
	if (likely(v > 2)) g();
	if (__builtin_expect(v, 0)) g();
	if (__predict_false(v)) g();
}
