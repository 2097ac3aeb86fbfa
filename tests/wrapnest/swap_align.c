void f(void)
{
	musb_writew(epioxxxxxxxx,
		    bar, MUSB_TXCSR, MUSB_TXCSR_P_UNDERRUN_XXXXXXXXXXXXXXXXX, (MUSB_TXCSR_P_WZC_BITS & ~MUSB_UNDE) | csr);
	musb_writew(epioxxxxxxxx,
		bar, MUSB_TXCSR, MUSB_TXCSR_P_UNDERRUN_XXXXXXXXXXXXXXXXX, (MUSB_TXCSR_P_WZC_BITS & ~MUSB_UNDE) | csr);
	musb_writew(epioxxxxxxxx,
			bar, MUSB_TXCSR, MUSB_TXCSR_P_UNDERRUN_XXXXXXXXXXXXXXXXX, (MUSB_TXCSR_P_WZC_BITS & ~MUSB_UNDE) | csr);
	musb_writew(foo(epioxxxxxxxx,
			bar), MUSB_TXCSR, MUSB_TXCSR_P_UNDERRUN_XXXXXXXXXXXXXXXXX, (MUSB_TXCSR_P_WZC_BITS & ~MUSB_UNDE) | csr);
	musb_writew(foo(epioxxxxxxxx,
		    bar), MUSB_TXCSR, MUSB_TXCSR_P_UNDERRUN_XXXXXXXXXXXXXXXXX, (MUSB_TXCSR_P_WZC_BITS & ~MUSB_UNDE) | csr);
	musb_writew(a, foo(epioxxxxxxxx,
			bar), MUSB_TXCSR, MUSB_TXCSR_P_UNDERRUN_XXXXXXXXXXXXXXXXX, (MUSB_TXCSR_P_WZC_BITS & ~MUSB_UNDE) | csr);
	musb_writew(a, b + foo(epioxxxxxxxx,
			bar), MUSB_TXCSR, MUSB_TXCSR_P_UNDERRUN_XXXXXXXXXXXXXXXXX, (MUSB_TXCSR_P_WZC_BITS & ~MUSB_UNDE) | csr);
	musb_writew(a,  foo(epioxxxxxxxx,
			bar), MUSB_TXCSR, MUSB_TXCSR_P_UNDERRUN_XXXXXXXXXXXXXXXXX, (MUSB_TXCSR_P_WZC_BITS & ~MUSB_UNDE) | csr);
}
