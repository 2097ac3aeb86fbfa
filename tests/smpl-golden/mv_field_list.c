struct pair {
	int a;
	int b;
};
