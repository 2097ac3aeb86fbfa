void x(int v) {
	for (v = 0; v < 3; ++v) g();
	for (v = 0; v < 3; v++) g();
	for (v = 0; v < 3; v += 1) g();
}
