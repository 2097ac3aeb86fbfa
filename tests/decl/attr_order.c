__hot int a;
int __hot b;
int c;

void g(int __hot (*cb) (int)) {
	return;
}

void h(void)
{
	p = (__hot char) q;
	p = (char __hot) q;
}
