int g2(int a) {
	if (b)
		goto out;
	return 0;
out:
	foo(1);
	return 1;
}
int g3(int a) {
	if (b)
		foo(2);
	return 0;
}
