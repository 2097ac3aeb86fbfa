void f1(int a)
{
	start();
	if (a) {
		if (b)
			stop();
	}
	end();
}
void f2(int a)
{
	start();
	if (a) {
		while (b)
			stop();
	}
	end();
}
void f3(int a)
{
	start();
	if (a) {
		g();
	}
	stop();
	end();
}
void f4(int a)
{
	start();
	if (a) {
		if (b) {
			g();
		} else {
			h();
			stop();
		}
	}
	end();
}
void f5(int a)
{
	start();
	if (a) {
		g();
		return;
	}
	end();
}
void f6(int a)
{
	start();
	if (a)
		stop();
	end();
}
void f7(int a)
{
	start();
	if (a) {
		g();
	} else {
		stop();
	}
	end();
}
void f8(int a)
{
	start();
	if (a) {
		switch (b) { case 1: stop(); break; }
	}
	end();
}
