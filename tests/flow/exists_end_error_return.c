int one(int a) {
	int x = 1;
	if (a)
		return x;
	return 0;
}

int two(int a) {
	int x = 1;
	return x;
}
