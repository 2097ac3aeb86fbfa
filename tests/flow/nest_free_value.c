int one() {
	f(1);
	if (x)
		f(2);
	f(1);
}

int two() {
	g(1);
	g(2);
	g(3);
}
