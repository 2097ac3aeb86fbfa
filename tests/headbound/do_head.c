void f1(int *a)
{
	do {
		poll(a[1]);
	} while (busy(a[0]));
}

void f2(int *a)
{
	do {
		poll(a[0]);
	} while (busy(a[0]));
}
