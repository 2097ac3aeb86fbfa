int x(int v) {
	if (v) return v;
	return (v + 1);
}
