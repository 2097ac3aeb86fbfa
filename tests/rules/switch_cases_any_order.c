void g(int x) {
	switch (x) {
	case 1:
		bar();
		break;
	case 3:
		a();
	case 2:
		foo();
		b();
		break;
	}
}
void h(int x) {
	switch (x) {
	case 2:
		foo();
		break;
	case 1:
		bar();
		break;
	}
}
void k(int x) {
	switch (x) {
	case 2:
		foo();
	case 1:
		bar();
		break;
	}
}
