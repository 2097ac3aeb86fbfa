int a1(int n)
{
	struct u *urb;

	urb = kzalloc(n);
	foo(urb);
	urb->count = n;
	return 0;
}
int a2(int n)
{
	struct u *urb;

	urb = kzalloc(n);
	while (urb)
		urb->count = n;
	return 0;
}
int a3(int n)
{
	struct u *urb;

	urb = kzalloc(n);
	if (urb && n)
		urb->count = n;
	return 0;
}
int a4(int n)
{
	struct u *urb;

	urb = kzalloc(n);
	n = urb ? 1 : 0;
	urb->count = n;
	return 0;
}
int a5(int n)
{
	struct u *urb;

	urb = kzalloc(n);
	if (bar(urb))
		urb->count = n;
	return 0;
}
int a6(int n)
{
	struct u *urb;

	urb = kzalloc(n);
	for (; urb; n++)
		urb->count = n;
	return 0;
}
int a7(int n)
{
	struct u *urb;

	urb = kzalloc(n);
	do {
		urb->count = n;
	} while (urb);
	return 0;
}
int a8(int n)
{
	struct u *urb;

	urb = kzalloc(n);
	switch (urb) {
	case 0: return 1;
	}
	urb->count = n;
	return 0;
}
