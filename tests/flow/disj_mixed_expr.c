int one(int a, int b) {
	int x;
	x = 1;
	return x;
}

int two(int a, int b) {
	int x;
	if (a)
		x = a && b;
	return x;
}
