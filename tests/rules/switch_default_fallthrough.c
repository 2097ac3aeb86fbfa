void g(int x) {
	switch (x) {
	case 1:
		bar();
		if (x) return;
		c();
		break;
	case 3:
		a();
	}
}
void h(int x) {
	switch (x) {
	case 3:
		a();
	default:
		d();
	case 1:
		bar();
		c();
		break;
	}
}
void k(int x) {
	switch (x) {
	case 1:
		bar();
		c();
	default:
		break;
	}
}
