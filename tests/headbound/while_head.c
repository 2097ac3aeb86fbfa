void f1(int *a)
{
	while (busy(a[0])) {
		poll(a[1]);
	}
}

void f2(int *a)
{
	while (busy(a[0])) {
		poll(a[0]);
	}
}
