void g(int x) {
	if (x) {
		a();
		if (y) {
			goto out;
		}
		b();
	}
	c();
out:
	return;
}
void h(int x) {
	if (x) {
		a();
		{
			goto out;
		}
	}
	c();
out:
	return;
}
