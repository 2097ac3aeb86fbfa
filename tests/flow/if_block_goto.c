int f1(int a) {
	if (a) {
		foo();
		goto out;
	}
	return 0;
out:
	bar();
	return 1;
}

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

int f3(int a) {
	if (a) {
		foo();
	}
	return 0;
}

int f4(int a) {
	if (a) {
		if (b)
			foo();
		return 2;
	}
	return 0;
}
