void f(int i, int j) {
	if (i) g();
	if (0 != j) g();
	h(i);
	while (i) g();
}
