//! Line charts of benchmark results as PNG files (`plotters`, bitmap
//! backend). The text is drawn with a TrueType font read at run time
//! (`ab_glyph`: no fontconfig, no system libraries); where there is none,
//! plotting fails with an error that says how to get one, and the
//! benchmark's table and JSON are unaffected.

use plotters::coord::ranged1d::{AsRangedCoord, ValueFormatter};
use plotters::prelude::*;
use plotters::style::{register_font, FontStyle};
use std::path::{Path, PathBuf};
use std::sync::OnceLock;

/// Set to a `.ttf` file to use it instead of the usual places.
pub const FONT_ENV: &str = "AUTOBATCH_FONT";

/// Where Debian (`fonts-dejavu-core`) and other distributions keep DejaVu
/// Sans.
const FONT_PATHS: &[&str] = &[
    "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/TTF/DejaVuSans.ttf",
    "/usr/share/fonts/dejavu/DejaVuSans.ttf",
    "/usr/share/fonts/dejavu-sans-fonts/DejaVuSans.ttf",
    "/usr/share/fonts/truetype/liberation/LiberationSans-Regular.ttf",
];

const FAMILY: &str = "sans-serif";

#[derive(Clone, Debug, thiserror::Error)]
pub enum PlotError {
    #[error(
        "no font to draw the plots with: install one (Debian: apt-get install fonts-dejavu-core, \
         which scripts/dev/setup.sh does) or set {FONT_ENV}=/path/to/font.ttf (looked in: {0})"
    )]
    NoFont(String),
    #[error("{0} is not a usable TrueType font")]
    BadFont(String),
    #[error("nothing to plot in {0}: no positive values")]
    Empty(String),
    #[error("cannot draw {path}: {message}")]
    Draw { path: String, message: String },
}

/// The font, registered once per process; the error is kept and repeated.
fn font() -> Result<(), PlotError> {
    static FONT: OnceLock<Result<(), PlotError>> = OnceLock::new();
    let result = FONT.get_or_init(|| {
        let candidates: Vec<PathBuf> = match std::env::var_os(FONT_ENV) {
            Some(path) => vec![PathBuf::from(path)],
            None => FONT_PATHS.iter().map(PathBuf::from).collect(),
        };
        let Some((path, bytes)) = candidates
            .iter()
            .find_map(|p| std::fs::read(p).ok().map(|b| (p.clone(), b)))
        else {
            let looked: Vec<String> = candidates.iter().map(|p| p.display().to_string()).collect();
            return Err(PlotError::NoFont(looked.join(", ")));
        };
        // `register_font` keeps the bytes for the rest of the process.
        let bytes: &'static [u8] = Box::leak(bytes.into_boxed_slice());
        register_font(FAMILY, FontStyle::Normal, bytes).map_err(|_| PlotError::BadFont(path.display().to_string()))
    });
    result.clone()
}

/// One line of a chart: its points, drawn in order.
#[derive(Clone, Debug)]
pub struct Series {
    pub label: String,
    pub points: Vec<(f64, f64)>,
}

/// A line chart over a logarithmic x axis (batch sizes).
#[derive(Clone, Debug)]
pub struct Chart {
    pub title: String,
    pub x_label: String,
    pub y_label: String,
    pub series: Vec<Series>,
    /// Where the legend goes: a corner the lines keep clear of.
    pub legend: Corner,
}

#[derive(Clone, Copy, Debug)]
pub enum Corner {
    UpperLeft,
    LowerLeft,
}

/// The y axis of a chart.
#[derive(Clone, Copy, Debug)]
pub enum YAxis {
    /// Logarithmic, over the data.
    Log,
    /// Linear from 0 to `max` (or above, to fit the data).
    Linear { max: f64 },
}

const COLORS: [RGBColor; 6] = [
    RGBColor(31, 119, 180),
    RGBColor(255, 127, 14),
    RGBColor(44, 160, 44),
    RGBColor(214, 39, 40),
    RGBColor(148, 103, 189),
    RGBColor(140, 86, 75),
];

/// A logarithmic range around the positive values `vs`, padded by a
/// factor `pad` on each side; `None` when there are none.
fn log_bounds(vs: impl Iterator<Item = f64>, pad: f64) -> Option<(f64, f64)> {
    let (lo, hi) = vs
        .filter(|v| v.is_finite() && *v > 0.0)
        .fold((f64::INFINITY, 0.0f64), |(lo, hi), v| (lo.min(v), hi.max(v)));
    (hi > 0.0).then(|| (lo / pad, hi * pad))
}

/// Draws `chart` to the PNG file `path` (created or replaced).
pub fn line_chart(path: &Path, chart: &Chart, y: YAxis) -> Result<(), PlotError> {
    font()?;
    let shown = path.display().to_string();
    let points = || chart.series.iter().flat_map(|s| s.points.iter().copied());
    let x = log_bounds(points().map(|p| p.0), 1.5).ok_or_else(|| PlotError::Empty(shown.clone()))?;
    let result = match y {
        YAxis::Log => {
            let y = log_bounds(points().map(|p| p.1), 1.0).ok_or_else(|| PlotError::Empty(shown.clone()))?;
            // Whole decades, so that the axis always has labelled ticks.
            let (lo, hi) = (10f64.powf(y.0.log10().floor()), 10f64.powf(y.1.log10().ceil()));
            draw(path, chart, (x.0..x.1).log_scale(), (lo..hi.max(lo * 10.0)).log_scale())
        }
        YAxis::Linear { max } => {
            let top = points().map(|p| p.1).filter(|v| v.is_finite()).fold(max, f64::max);
            draw(path, chart, (x.0..x.1).log_scale(), 0.0..top * 1.05)
        }
    };
    result.map_err(|message| PlotError::Draw { path: shown, message })
}

fn draw<X, Y>(path: &Path, chart: &Chart, x: X, y: Y) -> Result<(), String>
where
    X: AsRangedCoord<Value = f64>,
    Y: AsRangedCoord<Value = f64>,
    X::CoordDescType: ValueFormatter<f64>,
    Y::CoordDescType: ValueFormatter<f64>,
{
    let root = BitMapBackend::new(path, (900, 600)).into_drawing_area();
    root.fill(&WHITE).map_err(|e| e.to_string())?;
    let mut ctx = ChartBuilder::on(&root)
        .caption(&chart.title, (FAMILY, 22))
        .margin(16)
        .x_label_area_size(48)
        .y_label_area_size(80)
        .build_cartesian_2d(x, y)
        .map_err(|e| e.to_string())?;
    ctx.configure_mesh()
        .x_desc(&chart.x_label)
        .y_desc(&chart.y_label)
        .label_style((FAMILY, 15))
        .axis_desc_style((FAMILY, 17))
        .x_label_formatter(&|v| format!("{v:.0}"))
        .y_label_formatter(&|v| format_tick(*v))
        .draw()
        .map_err(|e| e.to_string())?;
    for (i, series) in chart.series.iter().enumerate() {
        let color = COLORS[i % COLORS.len()];
        let style = ShapeStyle::from(color).stroke_width(2);
        ctx.draw_series(LineSeries::new(series.points.iter().copied(), style))
            .map_err(|e| e.to_string())?
            .label(series.label.clone())
            .legend(move |(x, y)| PathElement::new(vec![(x, y), (x + 20, y)], style));
        ctx.draw_series(series.points.iter().map(|&p| Circle::new(p, 4, color.filled())))
            .map_err(|e| e.to_string())?;
    }
    ctx.configure_series_labels()
        .background_style(WHITE.mix(0.85))
        .border_style(BLACK)
        .label_font((FAMILY, 15))
        .position(match chart.legend {
            Corner::UpperLeft => SeriesLabelPosition::UpperLeft,
            Corner::LowerLeft => SeriesLabelPosition::LowerLeft,
        })
        .draw()
        .map_err(|e| e.to_string())?;
    root.present().map_err(|e| e.to_string())
}

/// A tick label: plain for moderate values, scientific notation for
/// large or tiny ones.
fn format_tick(v: f64) -> String {
    let a = v.abs();
    if a == 0.0 {
        "0".to_string()
    } else if !(1e-3..1e7).contains(&a) {
        format!("{v:.1e}")
    } else if a >= 10.0 {
        format!("{v:.0}")
    } else {
        format!("{v:.2}")
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn log_bounds_skip_non_positive_values() {
        assert_eq!(log_bounds([0.0, 2.0, 8.0, -1.0].into_iter(), 2.0), Some((1.0, 16.0)));
        assert_eq!(log_bounds([3.0].into_iter(), 1.0), Some((3.0, 3.0)));
        assert_eq!(log_bounds([0.0, f64::NAN].into_iter(), 2.0), None);
    }

    #[test]
    fn ticks() {
        assert_eq!(format_tick(2.5e7), "2.5e7");
        assert_eq!(format_tick(100000.0), "100000");
        assert_eq!(format_tick(1024.0), "1024");
        assert_eq!(format_tick(0.5), "0.50");
    }
}
