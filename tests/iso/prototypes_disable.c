int open_dev(int a);
static close_dev(int b);
void other(int c);

int open_dev(int a) {
	return a;
}

static close_dev(int b) {
	return b;
}
