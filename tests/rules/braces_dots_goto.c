int f2(int a) {
	if (a) {
		if (b)
			goto out;
	}
	return 0;
out:
	kfree(a);
	return 1;
}
int g2(int a) {
	if (b)
		goto out;
	return 0;
out:
	kfree(a);
	return 1;
}
int h2(int a) {
	if (a) {
		goto out;
	}
	return 0;
out:
	kfree(a);
	return 1;
}
