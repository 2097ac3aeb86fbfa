int f(int n)
{
	int j;

	for (j = 0; j < n; ++j) {
		urb = alloc();
		if (!urb) {
			bar();
		}
		urb->buf = kmalloc(10);
		if (!urb->buf) {
			free(urb);
			continue;
		}
	}
	return 0;
}
int g(int n)
{
	int j;

	for (j = 0; j < n; ++j) {
		urb = alloc();
		if (!urb) {
			bar();
			continue;
		}
		urb->buf = kmalloc(10);
		if (!urb->buf) {
			free(urb);
			continue;
		}
	}
	return 0;
}
int h(int n)
{
	int j;

	for (j = 0; j < n; ++j) {
		urb = alloc();
		if (!urb)
			continue;
		urb->buf = kmalloc(10);
		if (!urb->buf) {
			free(urb);
			continue;
		}
	}
	return 0;
}
