int shared;

void ls(int param)
{
	int outer;

	outer = 0;
	param = 0;
	shared = 0;
	{
		int inner;
		inner = 0;
	}
}
