void x(int v) {
	f(v, '\0');
	f(v, 0);
	v = '\0';
}
