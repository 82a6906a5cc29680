//! A library unit bound to a model file. `autobatch sample MODEL.py`
//! compiles the user's model together with the sampler the project ships
//! (`python/autobatch/nuts.py`), which is written once, for every model,
//! against names it imports:
//!
//! ```python
//! from autobatch.model import log_density, Theta, Float, D, Data, Metric, Scatter, DENSE
//! ```
//!
//! `log_density` is the model's function; `Float` the dtype of its first
//! parameter (f32 or f64), `D` that vector's length, `Theta` its type
//! (`Float[D]`), and `Data` the pack of its other parameters (the model's
//! data, all `Shared`), which the sampler declares as `*data: Data` and
//! passes on as `*data`. `DENSE` says which metric the sampler adapts
//! (`Library::dense`): `Metric` is `Float[D, D]` when it is dense and
//! `Float[D]` otherwise, and `Scatter` (Welford's sums, always f64) is
//! `f64[D, D]` or `f64[D]`. In CPython these are ordinary Python (a module
//! object built from the model, `autobatch.sampling.bind_model`). Here
//! they are bound by rewriting the library's syntax tree before it is
//! checked: the type names become the model's types, `D` a constant, a
//! pack parameter the model's data parameters (named `data.x`, `data.y`,
//! after the model's), and a starred pack argument those parameters. The
//! rest of the frontend sees an ordinary unit.

use super::adapter::{self, AdapterParam, AdapterSpec};
use super::constraint::Constraint;
use super::error::{err, Error, Result};
use super::generated::{self, GeneratedQuantity, GeneratedSpec};
use super::literal::LitKind;
use super::module::{Module, ParamSig, Scope};
use super::types::SrcTy;
use autobatch_runtime::{DType, Type};
use rustpython_parser::ast::fold::{self, Fold};
use rustpython_parser::ast::{self, Constant, Expr, ExprContext, Identifier, Stmt};
use rustpython_parser::text_size::TextRange;
use std::collections::HashSet;

/// The function a model defines.
pub const LOG_DENSITY: &str = "log_density";
/// The names `autobatch.model` provides.
const NAMES: [&str; 14] = [
    LOG_DENSITY,
    "Theta",
    "Float",
    "D",
    "Data",
    "Metric",
    "Scatter",
    "DENSE",
    "P",
    "Constrained",
    "constrain",
    "unconstrain",
    "generated",
    "Generated",
];

/// A parameter of the model, as the output names it.
#[derive(Clone, Debug, PartialEq)]
pub struct ModelParameter {
    pub name: String,
    /// Its type on the constrained scale (the model's annotation).
    pub ty: Type,
    pub constraint: Option<Constraint>,
    /// Where the model declares it.
    pub range: TextRange,
}

impl ModelParameter {
    /// Its number of free (unconstrained) coordinates.
    pub fn free(&self) -> usize {
        Constraint::free(self.constraint, &self.ty)
    }
}

/// What the model binds, read off its `log_density`.
pub(crate) struct ModelBinding {
    log_density: usize,
    dtype: DType,
    ret: DType,
    params: Vec<ModelParameter>,
    /// The data parameters: names and types (all shared).
    data: Vec<(String, Type)>,
    /// Whether the library is bound with a dense metric.
    dense: bool,
    /// Where the model declares its parameters (`theta: f64[D]`): what a
    /// size error of the sampler's own types, made of D, points to.
    theta_range: TextRange,
    /// Its `generated_quantities`, if any (`generated.rs`).
    generated: Option<GeneratedSpec>,
}

impl ModelBinding {
    /// Reads the binding off the model, the first unit of `module`.
    pub fn of(module: &Module, file: &str, dense: bool) -> Result<ModelBinding> {
        let Some(&f) = module.scopes[0].func_index.get(LOG_DENSITY) else {
            return Err(Error::whole_file(format!(
                "{file} defines no function `{LOG_DENSITY}`: a model defines `def {LOG_DENSITY}(mu: f64, sigma: Positive[f64], y: Shared[f64[N]], ...) -> f64`"
            )));
        };
        let sig = &module.funcs[f].sig;
        let split = sig.params.iter().position(|p| p.shared).unwrap_or(sig.params.len());
        let (params, rest) = sig.params.split_at(split);
        let Some(first) = params.first() else {
            return err(
                sig.name_range,
                format!("`{LOG_DENSITY}` takes the parameters it samples first, e.g. `mu: f64`, then its data (`Shared[...]`)"),
            );
        };
        let params = params.iter().map(|p| parameter(p, first)).collect::<Result<Vec<_>>>()?;
        let mut data = Vec::with_capacity(rest.len());
        for p in rest {
            match &p.ty {
                SrcTy::Atom(t) if p.shared => data.push((p.name.clone(), t.clone())),
                _ => {
                    return err(
                        p.range,
                        format!(
                        "`{}` comes after the data, so it is data too, the same for every chain: declare it `Shared[...]` (e.g. `{}: Shared[f64[N]]`), or move it before the first `Shared` parameter to sample it",
                        p.name, p.name
                    ),
                    )
                }
            }
        }
        let ret = match &sig.ret {
            SrcTy::Atom(t) if t.is_scalar() && t.dtype.is_float() => t.dtype,
            other => {
                return err(
                    sig.name_range,
                    format!("`{LOG_DENSITY}` returns the log density, a float scalar, not {other}"),
                );
            }
        };
        let theta_range = TextRange::new(first.range.start(), sig.params[split - 1].range.end());
        if params.iter().map(ModelParameter::free).sum::<usize>() == 0 {
            return err(
                theta_range,
                "these parameters have no free coordinates: there is nothing to sample",
            );
        }
        let generated = generated::read(module, file, &params, &data)?;
        Ok(ModelBinding {
            generated,
            log_density: f,
            dtype: params[0].ty.dtype,
            ret,
            params,
            data,
            dense,
            theta_range,
        })
    }

    /// The number of free coordinates, theta's length.
    fn dim(&self) -> usize {
        self.params.iter().map(ModelParameter::free).sum()
    }

    /// The number of constrained values, `constrain`'s length.
    fn size(&self) -> usize {
        self.params.iter().map(|p| p.ty.shape.iter().product::<usize>()).sum()
    }

    /// The model's parameters.
    pub fn parameters(&self) -> &[ModelParameter] {
        &self.params
    }

    /// Its generated quantities (none without `generated_quantities`).
    pub fn generated_quantities(&self) -> &[GeneratedQuantity] {
        self.generated.as_ref().map_or(&[], |g| g.quantities.as_slice())
    }

    /// Whether the model's own function takes the flat vector (one
    /// unconstrained vector parameter, the sampler's theta as it is):
    /// then it is the sampler's `log_density` itself.
    fn direct(&self) -> bool {
        matches!(self.params.as_slice(), [p] if p.constraint.is_none() && p.ty.shape.len() == 1)
    }

    /// The adapter's source (`adapter.rs`).
    pub fn adapter_source(&self) -> String {
        let spec = AdapterSpec {
            float: self.dtype,
            ret: self.ret,
            params: (self.params.iter())
                .map(|p| AdapterParam {
                    ty: &p.ty,
                    constraint: p.constraint,
                })
                .collect(),
            data: self.data.iter().map(|(_, t)| t).collect(),
            log_density: !self.direct(),
            generated: self.generated.as_ref().map(|g| &g.ret),
        };
        spec.source()
    }

    /// The scope the adapter's unit starts with: the model's function.
    pub fn adapter_scope(&self, start: usize) -> Scope {
        let mut scope = Scope {
            start,
            library: true,
            ..Scope::default()
        };
        scope.func_index.insert(adapter::MODEL.into(), self.log_density);
        if let Some(g) = &self.generated {
            scope.func_index.insert(adapter::GENERATED.into(), g.func);
        }
        scope
    }

    /// An error inside the adapter (`start` on) is the compiler's, shown
    /// at the model's parameters.
    pub fn relocate_adapter(&self, e: Error, start: usize) -> Error {
        match &e.span {
            Some(s) if s.start >= start => Error::at(
                self.theta_range,
                format!(
                    "internal error: the adapter of these parameters does not compile: {}",
                    e.message
                ),
            ),
            _ => e,
        }
    }

    /// An error the library's build gave, in the model's terms where it
    /// is about a size made of the model's D (the sampler's D x D metric,
    /// its records of D values per transition): located at the model's
    /// annotation of the parameters, not inside the sampler.
    pub fn relocate(&self, e: Error, library_start: usize) -> Error {
        let in_library = e.span.as_ref().is_some_and(|s| s.start >= library_start);
        if !in_library || !e.message.starts_with("this tensor type has more than") {
            return e;
        }
        let dim = self.dim();
        let why = if self.dense {
            format!("the dense metric (--dense-mass) is a D x D matrix, {} elements for D = {dim}: sample with the diagonal metric (without --dense-mass)", (dim as u128) * (dim as u128))
        } else {
            format!("the sampler keeps a few transitions' draws of D = {dim} values each: sample fewer parameters")
        };
        Error::at(
            self.theta_range,
            format!(
                "the sampler's state for these parameters is too large: {why} (a tensor has at most {} elements)",
                crate::prim::MAX_ELEMENTS
            ),
        )
    }

    /// The scope a library unit starts with: `log_density`, `constrain`,
    /// `unconstrain` (the adapter's, whose scope is `adapter`), `D`, `P`
    /// and `DENSE`.
    pub fn scope(&self, start: usize, adapter: &Scope) -> Scope {
        let mut scope = Scope {
            start,
            ..Scope::default()
        };
        for name in [LOG_DENSITY, "constrain", "unconstrain", "generated"] {
            let own = if name == LOG_DENSITY && self.direct() {
                Some(&self.log_density)
            } else {
                adapter.func_index.get(name)
            };
            if let Some(&f) = own {
                scope.func_index.insert(name.into(), f);
            }
        }
        scope.consts.insert("D".into(), LitKind::Int(self.dim() as i128));
        scope.consts.insert("P".into(), LitKind::Int(self.size() as i128));
        scope.consts.insert("DENSE".into(), LitKind::Bool(self.dense));
        scope
    }

    /// The metric's shape with elements of `dtype`: D x D or D.
    fn metric_type(&self, dtype: DType) -> Type {
        let d = self.dim();
        Type::tensor(dtype, if self.dense { vec![d, d] } else { vec![d] })
    }

    /// Rewrites a library unit's statements (module doc).
    pub fn bind(&self, body: Vec<Stmt>) -> Result<Vec<Stmt>> {
        let mut binder = Binder {
            model: self,
            imported: HashSet::new(),
            pack: None,
        };
        let mut out = Vec::with_capacity(body.len());
        for stmt in body {
            match stmt {
                Stmt::ImportFrom(i) if i.module.as_deref() == Some("autobatch.model") => binder.import(&i)?,
                other => out.push(binder.fold_stmt(other)?),
            }
        }
        Ok(out)
    }
}

struct Binder<'b> {
    model: &'b ModelBinding,
    imported: HashSet<String>,
    /// The pack parameter of the function being rewritten.
    pack: Option<String>,
}

impl Binder<'_> {
    fn import(&mut self, i: &ast::StmtImportFrom) -> Result<()> {
        for a in &i.names {
            let name = a.name.as_str();
            if !NAMES.contains(&name) || a.asname.is_some() {
                return err(
                    a.range,
                    format!("`autobatch.model` provides {} (under those names)", NAMES.join(", ")),
                );
            }
            self.imported.insert(name.to_string());
        }
        Ok(())
    }

    fn is(&self, e: &Expr, name: &str) -> bool {
        matches!(e, Expr::Name(n) if n.id.as_str() == name) && self.imported.contains(name)
    }

    /// The model's data parameters as parameters of a function whose pack
    /// is called `pack`.
    fn pack_params(&self, pack: &str, range: TextRange) -> Vec<ast::ArgWithDefault> {
        (self.model.data.iter())
            .map(|(name, ty)| ast::ArgWithDefault {
                range: range.into(),
                def: ast::Arg {
                    range,
                    arg: Identifier::new(format!("{pack}.{name}")),
                    annotation: Some(Box::new(subscript(
                        name_expr("Shared", range),
                        type_expr(ty, range),
                        range,
                    ))),
                    type_comment: None,
                },
                default: None,
            })
            .collect()
    }
}

impl Fold<TextRange> for Binder<'_> {
    type TargetU = TextRange;
    type Error = Error;
    type UserContext = ();

    fn will_map_user(&mut self, _: &TextRange) {}

    fn map_user(&mut self, user: TextRange, _: ()) -> Result<TextRange> {
        Ok(user)
    }

    fn fold_stmt_function_def(&mut self, mut def: ast::StmtFunctionDef) -> Result<ast::StmtFunctionDef> {
        self.pack = None;
        if let Some(vararg) = def.args.vararg.take() {
            match vararg.annotation.as_deref() {
                Some(ann) if self.is(ann, "Data") => {
                    let pack = vararg.arg.to_string();
                    def.args.args.extend(self.pack_params(&pack, vararg.range));
                    self.pack = Some(pack);
                }
                _ => def.args.vararg = Some(vararg),
            }
        }
        let def = fold::fold_stmt_function_def(self, def);
        self.pack = None;
        def
    }

    fn fold_expr(&mut self, e: Expr) -> Result<Expr> {
        match e {
            Expr::Name(n) if self.is(&Expr::Name(n.clone()), "Float") => {
                Ok(name_expr(self.model.dtype.name(), n.range))
            }
            Expr::Name(n) if self.is(&Expr::Name(n.clone()), "Theta") => {
                let theta = Type::tensor(self.model.dtype, vec![self.model.dim()]);
                Ok(type_expr(&theta, n.range))
            }
            Expr::Name(n) if self.is(&Expr::Name(n.clone()), "Generated") => match &self.model.generated {
                Some(g) => Ok(src_type_expr(&g.ret, n.range)),
                None => err(n.range, "the model defines no `generated_quantities`"),
            },
            Expr::Name(n) if self.is(&Expr::Name(n.clone()), "Constrained") => {
                let values = Type::tensor(self.model.dtype, vec![self.model.size()]);
                Ok(type_expr(&values, n.range))
            }
            Expr::Name(n) if self.is(&Expr::Name(n.clone()), "Metric") => {
                Ok(type_expr(&self.model.metric_type(self.model.dtype), n.range))
            }
            Expr::Name(n) if self.is(&Expr::Name(n.clone()), "Scatter") => {
                Ok(type_expr(&self.model.metric_type(DType::F64), n.range))
            }
            Expr::Call(c) => {
                let mut c = fold::fold_expr_call(self, c)?;
                c.args = c.args.into_iter().flat_map(|a| self.unpack(a)).collect();
                Ok(Expr::Call(c))
            }
            other => fold::fold_expr(self, other),
        }
    }
}

impl Binder<'_> {
    /// A call argument, with a starred pack replaced by its parameters.
    fn unpack(&self, arg: Expr) -> Vec<Expr> {
        match (&arg, &self.pack) {
            (Expr::Starred(s), Some(pack)) if matches!(s.value.as_ref(), Expr::Name(n) if n.id.as_str() == pack) => {
                (self.model.data.iter())
                    .map(|(name, _)| name_expr(&format!("{pack}.{name}"), s.range))
                    .collect()
            }
            _ => vec![arg],
        }
    }
}

fn name_expr(name: &str, range: TextRange) -> Expr {
    Expr::Name(ast::ExprName {
        range,
        id: Identifier::new(name),
        ctx: ExprContext::Load,
    })
}

fn subscript(value: Expr, slice: Expr, range: TextRange) -> Expr {
    Expr::Subscript(ast::ExprSubscript {
        range,
        value: Box::new(value),
        slice: Box::new(slice),
        ctx: ExprContext::Load,
    })
}

/// The annotation of a source type: a type, or `tuple[...]` of them.
fn src_type_expr(ty: &SrcTy, range: TextRange) -> Expr {
    match ty {
        SrcTy::Atom(t) => type_expr(t, range),
        SrcTy::Tuple(items) => {
            let elts = items.iter().map(|t| src_type_expr(t, range)).collect();
            let tuple = Expr::Tuple(ast::ExprTuple {
                range,
                elts,
                ctx: ExprContext::Load,
            });
            subscript(name_expr("tuple", range), tuple, range)
        }
    }
}

/// The annotation of `ty`: `f64`, `f64[3]`, `f32[10, 4]`.
fn type_expr(ty: &Type, range: TextRange) -> Expr {
    let base = name_expr(ty.dtype.name(), range);
    let dim = |n: usize| {
        Expr::Constant(ast::ExprConstant {
            range,
            value: Constant::Int(n.into()),
            kind: None,
        })
    };
    match ty.shape.as_slice() {
        [] => base,
        [n] => subscript(base, dim(*n), range),
        dims => {
            let tuple = Expr::Tuple(ast::ExprTuple {
                range,
                elts: dims.iter().map(|&n| dim(n)).collect(),
                ctx: ExprContext::Load,
            });
            subscript(base, tuple, range)
        }
    }
}

/// A parameter of `log_density` that the sampler samples: a float scalar,
/// vector or matrix, of the first parameter's float type.
fn parameter(p: &ParamSig, first: &ParamSig) -> Result<ModelParameter> {
    let ty = match &p.ty {
        SrcTy::Atom(t) if t.dtype.is_float() && t.shape.len() <= 2 => t.clone(),
        other => {
            return err(
                p.range,
                format!(
                    "`{}`: a parameter `{LOG_DENSITY}` samples is a float scalar, vector or matrix (e.g. `{}: f64[3]`, or a constraint such as `Positive[f64]`), not {other}; data are `Shared[...]`",
                    p.name, p.name
                ),
            )
        }
    };
    if let SrcTy::Atom(t0) = &first.ty {
        if t0.dtype != ty.dtype {
            return err(
                p.range,
                format!(
                    "`{}` is {}, but `{}` is {}: the parameters `{LOG_DENSITY}` samples share one float type",
                    p.name,
                    ty.dtype.name(),
                    first.name,
                    t0.dtype.name()
                ),
            );
        }
    }
    if p.constraint == Some(Constraint::CholeskyCorr) && ty.shape[0] < 2 {
        return err(p.range, format!("`{}`: a 1 x 1 correlation matrix is the constant 1, nothing to sample: use `CholeskyCorr[f64[K, K]]` with K >= 2", p.name));
    }
    Ok(ModelParameter {
        name: p.name.clone(),
        ty,
        constraint: p.constraint,
        range: p.range,
    })
}
