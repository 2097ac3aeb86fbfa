static unsigned char ba[2], bb[2], bc[2];
static int ia[3];
void g(int s, int t, char *p)
{
	f(s ? ba : bb, 2);
	f(s ? ba : t ? bb : bc, 2);
	f(s ? ba : ia, 2);
	f(s ? ba : p, 2);
	f(s ? p : ba, 2);
	f((s ? ba : bb), 2);
	f(ba, 2);
	f(p, 2);
}
