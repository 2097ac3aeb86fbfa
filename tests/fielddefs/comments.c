int f(int p)
{
	int x = 0x00ff & ((p) >> /* bits */ 2);
	int y = 0x00ff & ((p) >>
			  2);
	int z = 0x00ff & ((p) >> /* bits */
			  2);
	return x + y + z;
}
#define M(p)	(0x00ff&((p) >> /* bits 7:0 */ \
				(big(f) ? 24 : 0)))
#define N(p)	(0x00ff&((p) >> \
				(big(f) ? 24 : 0)))
