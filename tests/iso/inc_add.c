void x(int v, int w) {
	v++;
	++v;
	v += 1;
	v = v + 1;
	w = v++;
	for (v = 0; v < 3; ++v) g();
}
