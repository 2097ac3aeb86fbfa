void x(int v, int *p) {
	if (v) g();
	if (likely(v > 2)) g();
	if (unlikely(v)) g();
	if (__builtin_expect(v, 1)) g();
}
