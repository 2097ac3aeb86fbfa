int one() {
	b = 1;
	x = c;
	return c;
}
