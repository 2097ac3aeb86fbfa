typedef unsigned char u8;
struct m { int a; };
void g(int s, int t, char *p)
{
	u8 ba[2] = {1, 2};
	u8 bb[2] = {1, 2};
	u8 bc[2] = {1, 2};
	f(s ? ba : t ? bb : bc, 2);
	f(s ? ba : unknown(), 2);
	f(s ? unknown() : ba, 2);
	f(s ? ba : 0, 2);
	f(s ? 0 : ba, 2);
}
